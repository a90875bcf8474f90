/** A path or id the section does not know: the shell shows its 404 page in the section's place. */
import { useEffect } from 'react';
import { useSection } from './section-context';

export function NotFound() {
  const { props } = useSection();
  useEffect(() => {
    props.showNotFound();
  }, [props]);
  return null;
}
