/** The six solution fields, the current one marked: the solution list as a menu. */
import type { CategoryListItem } from '@site/shared-contracts';
import { Link } from 'react-router';
import { useCopy } from '../copy/copy';

export function SolutionFields({ fields, current }: { fields: readonly CategoryListItem[]; current: string }) {
  const copy = useCopy();
  return (
    <nav className="ps-fields" aria-label={copy.solution.fieldsLabel}>
      <ul className="ps-fields__list">
        {fields.map((field) => {
          const isCurrent = field.url === `/solution/${current}`;
          return (
            <li key={field.id}>
              <Link
                className={isCurrent ? 'ps-fields__link ps-fields__link--current' : 'ps-fields__link'}
                to={field.url}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {field.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
