/**
 * The three language buttons of the header and the drawer. The button pressed shows pressed in
 * the frame that answers the click, before the page has switched (decision 076): the switch
 * (switch-language.ts) runs after that frame.
 */
import type { Language } from '@site/shared-contracts';
import { useState } from 'react';
import { classNames } from '../class-names';

/** Each language is named in its own script, whatever the page's language. */
const LANGUAGE_BUTTONS: ReadonlyArray<{ language: Language; text: string; name: string; lang: string }> = [
  { language: 's', text: '简', name: '简体中文', lang: 'zh-Hans' },
  { language: 't', text: '繁', name: '繁體中文', lang: 'zh-Hant' },
  { language: 'e', text: 'EN', name: 'English', lang: 'en' },
];

export interface LanguageSwitcherProps {
  language: Language;
  /** Accessible name of the group, in the current language. */
  label: string;
  changeLanguage(language: Language): void;
  className?: string;
}

export function LanguageSwitcher({ language, label, changeLanguage, className }: LanguageSwitcherProps) {
  // The language chosen last and not yet the page's, forgotten once the page shows it (switches
  // take turns: with two asked for, the page passes through the first).
  const [chosen, setChosen] = useState<Language | null>(null);
  if (chosen !== null && chosen === language) setChosen(null);
  const pressed = chosen ?? language;
  return (
    <div className={classNames('shell-lang', className)} role="group" aria-label={label}>
      {LANGUAGE_BUTTONS.map((button) => (
        <button
          key={button.language}
          type="button"
          className="shell-lang__button"
          lang={button.lang}
          aria-label={button.name}
          aria-pressed={button.language === pressed}
          onClick={() => {
            if (button.language === pressed) return;
            setChosen(button.language);
            changeLanguage(button.language);
          }}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
