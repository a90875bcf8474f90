import { SiteLink } from '@site/shared-contracts';

export interface LogoProps {
  href: string;
  /** The company's short name in the current language. */
  brand: string;
  /** Accessible name of the link: the brand and that it leads home. */
  label: string;
  navigate(href: string): void;
}

/** The company mark (two rising data bars in a rounded square) and name, linking home. */
export function Logo({ href, brand, label, navigate }: LogoProps) {
  return (
    <SiteLink className="shell-logo" href={href} navigate={navigate} aria-label={label}>
      <svg className="shell-logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="#1f6feb" />
        <path d="M9 29V17l6-3v15zM17.5 29V12l6-3v20zM26 29V19l5-2.5V29z" fill="#fff" />
        <circle cx="31" cy="10" r="3" fill="#f5a524" />
      </svg>
      <span className="shell-logo__name">{brand}</span>
    </SiteLink>
  );
}
