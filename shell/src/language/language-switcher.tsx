import type { Language } from '@site/shared-contracts';
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
  return (
    <div className={classNames('shell-lang', className)} role="group" aria-label={label}>
      {LANGUAGE_BUTTONS.map((button) => (
        <button
          key={button.language}
          type="button"
          className="shell-lang__button"
          lang={button.lang}
          aria-label={button.name}
          aria-pressed={button.language === language}
          onClick={() => {
            if (button.language !== language) changeLanguage(button.language);
          }}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
