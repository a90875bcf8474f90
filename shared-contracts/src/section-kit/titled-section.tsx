/**
 * A part of a page under its own h2, which also names it for assistive technology (a landmark
 * with a label): the section passes its class for the look, and `nav` or `aside` where the part
 * is a group of links or an aside.
 */
import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: string;
  as?: 'section' | 'nav' | 'aside';
  className?: string;
  children: ReactNode;
}

export function TitledSection({ title, as: Part = 'section', className, children }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Part className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="kit-section-title">
        {title}
      </h2>
      {children}
    </Part>
  );
}
