/** Detail pages of an item by numeric id: /about/story/:id, /about/team/:id and their mobile twins. */
import { Fragment, useState, type ReactElement } from 'react';
import { useNavigate, useParams } from 'react-router';
import { passesValidation } from '@site/shared-contracts';
import type { ApiOptions } from '@site/shared-contracts/section-kit';
import { useLanguage } from '@site/shared-contracts/section-kit';
import { NotFound } from './not-found';

/** The validate rule of every :id route in routes.json: a numeric id of the content API. */
export const ID_RULE = { id: { pattern: '[1-9][0-9]{0,8}' } };

/**
 * Renders the page for a valid :id and the 404 page otherwise, so a malformed id never reaches
 * the API (which would answer 400). Keyed by id: another id starts a fresh page.
 */
export function IdRoute({ render }: { render: (id: number) => ReactElement }) {
  const { id = '' } = useParams();
  if (!passesValidation(ID_RULE, { id })) return <NotFound />;
  return <Fragment key={id}>{render(Number(id))}</Fragment>;
}

/**
 * Ids belong to one language backend (the English twin of Chinese item 2 is another id), so after
 * a language switch the open item is unknown there: go back to the list instead of showing the
 * 404 page, as news details do (SPEC.md §4).
 */
export function useListAfterLanguageSwitch(listPath: string): ApiOptions {
  const language = useLanguage();
  const [openedIn] = useState(language);
  const navigate = useNavigate();
  if (language === openedIn) return {};
  return { onNotFound: () => navigate(listPath, { replace: true }) };
}
