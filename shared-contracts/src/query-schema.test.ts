import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import { endpointQueries } from './endpoint-queries';
import { fitsQuerySchema } from './routes';

/** What fitsQuerySchema stands in for: TypeBox converts the text, checks it, and it reads back the same. */
function typeboxAccepts(schema: TSchema, value: string): boolean {
  const converted = Value.Convert(schema, value);
  return Value.Check(schema, converted) && String(converted) === value;
}

const parameters = Object.entries(endpointQueries).flatMap(([endpoint, query]) =>
  Object.entries(query.properties as Record<string, TSchema>).map(([name, schema]) => ({ endpoint, name, schema })),
);

/** Text near what the schemas take: numbers written every way, literals, patterns' pieces, any text. */
const candidates = fc.oneof(
  fc.string({ maxLength: 45 }),
  fc.integer({ min: -5, max: 2_147_483_700 }).map(String),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
  fc
    .tuple(
      fc.constantFrom('', '0', '-', '+', ' ', '00'),
      fc.nat(20_000),
      fc.constantFrom('', '.0', '.5', 'e3', ' ', 'x'),
    )
    .map(([before, number, after]) => `${before}${number}${after}`),
  fc.constantFrom(
    '-0',
    '0',
    '1',
    '2',
    '3',
    'true',
    'false',
    'hant',
    'Hant',
    'bank',
    'founder',
    'dynamic',
    'introduce',
    'compliance',
    'NaN',
    'Infinity',
    '0x10',
    '',
  ),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,41}$/),
);

describe('fitsQuerySchema, the check of URL query values in browsers and on the server', () => {
  it('covers every kind the endpoint queries use', () => {
    for (const { schema } of parameters) expect(() => fitsQuerySchema(schema, '1')).not.toThrow();
  });

  it("agrees with TypeBox's convert-then-check on every query parameter of every endpoint", () => {
    fc.assert(
      fc.property(fc.constantFrom(...parameters), candidates, ({ schema }, value) => {
        expect(fitsQuerySchema(schema, value)).toBe(typeboxAccepts(schema, value));
      }),
      { numRuns: 20_000 },
    );
  });

  it('refuses a kind it has no check for instead of letting it pass', () => {
    expect(() => fitsQuerySchema(Type.Boolean(), 'true')).toThrow(/add it to fitsQuerySchema/);
  });
});
