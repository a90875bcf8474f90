/**
 * Items by id belong to one language backend (the English twin of Chinese item 2 is another id),
 * so after a language switch the open item is unknown there: go to its list instead of showing
 * the 404 page (SPEC.md §4; the shell resets too, this covers the answer arriving first).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from './section-context';
import type { ApiOptions } from './use-api';

export function useListAfterLanguageSwitch(listPath: string): ApiOptions {
  const language = useLanguage();
  const [openedIn] = useState(language);
  const navigate = useNavigate();
  if (language === openedIn) return {};
  return { onNotFound: () => navigate(listPath, { replace: true }) };
}
