/**
 * The enumerations the content API's query strings take (solution, news, partner and honour
 * kinds, company page keys). Apart from the entity schemas, because browsers check route
 * parameters against them and the entity schemas stay out of browser builds (decision 025).
 */
import { Type, type Static } from '@sinclair/typebox';

export const SolutionKey = Type.Union([
  Type.Literal('bank'),
  Type.Literal('consfinance'),
  Type.Literal('trust'),
  Type.Literal('insure'),
  Type.Literal('onlinefinance'),
  Type.Literal('microfinance'),
]);
export type SolutionKey = Static<typeof SolutionKey>;

export const NewsType = Type.Union([Type.Literal('dynamic'), Type.Literal('research')]);
export type NewsType = Static<typeof NewsType>;

export const PartnerType = Type.Union([Type.Literal('partner'), Type.Literal('strategy')]);
export type PartnerType = Static<typeof PartnerType>;

export const HonourType = Type.Union([Type.Literal('brand'), Type.Literal('compliance'), Type.Literal('organization')]);
export type HonourType = Static<typeof HonourType>;

export const PageKey = Type.Union([
  Type.Literal('introduce'),
  Type.Literal('culture'),
  Type.Literal('shareholder'),
  Type.Literal('contactus'),
  Type.Literal('join'),
  Type.Literal('campus'),
  Type.Literal('brand'),
  Type.Literal('compliance'),
  Type.Literal('organization'),
]);
export type PageKey = Static<typeof PageKey>;
