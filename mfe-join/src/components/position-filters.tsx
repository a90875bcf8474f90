/**
 * The filters of the positions list: a GET form, so without JavaScript it submits to the URL the
 * server renders; with it, the section's router takes the same URL (a new history entry, so the
 * back button returns to the previous search). The fields follow the URL (back, forward, a
 * link) and keep their focus.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import { useCopy } from '../copy/copy';
import { hasFilters, positionsSearch, type FilterName, type PositionFilters } from '../api/positions-view';

/** The API's limit of a filter's length (the endpoint table's filterText). */
const KEYWORD_MAX_LENGTH = 40;

export interface PositionFiltersProps {
  filters: PositionFilters;
  cities: readonly string[];
  categories: readonly string[];
}

interface ChoiceProps {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
}

function Choice({ name, label, value, options, onChange }: ChoiceProps) {
  const copy = useCopy().positions;
  const id = useId();
  // A value of the URL the API does not list stays selectable, so the form shows the search as it is.
  const choices = value === '' || options.includes(value) ? options : [value, ...options];
  return (
    <div className="join-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{copy.all}</option>
        {choices.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PositionFiltersForm({ filters, cities, categories }: PositionFiltersProps) {
  const copy = useCopy().positions;
  const { pathname, search } = useLocation();
  const action = useHref(pathname);
  const navigate = useNavigate();
  const keywordId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState({ filters, search });
  // The URL changed (a search, back, forward): the fields show its filters again.
  if (draft.search !== search) setDraft({ filters, search });
  const valueOf = (name: FilterName) => draft.filters[name] ?? '';
  const change = (name: FilterName) => (value: string) =>
    setDraft((current) => ({ ...current, filters: { ...current.filters, [name]: value } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new search starts on its first page.
    navigate({ pathname, search: positionsSearch(draft.filters) });
  };

  return (
    <form
      className="join-filters"
      role="search"
      aria-label={copy.filters}
      method="get"
      action={action}
      onSubmit={submit}
    >
      <Choice name="city" label={copy.city} value={valueOf('city')} options={cities} onChange={change('city')} />
      <Choice
        name="category"
        label={copy.category}
        value={valueOf('category')}
        options={categories}
        onChange={change('category')}
      />
      <div className="join-filters__field join-filters__field--keyword">
        <label htmlFor={keywordId}>{copy.keyword}</label>
        <input
          id={keywordId}
          type="search"
          name="keyword"
          value={valueOf('keyword')}
          onChange={(event) => change('keyword')(event.target.value)}
          maxLength={KEYWORD_MAX_LENGTH}
          aria-describedby={hintId}
        />
        <span className="join-filters__hint" id={hintId}>
          {copy.keywordHint}
        </span>
      </div>
      <div className="join-filters__actions">
        <button type="submit" className="kit-button">
          {copy.search}
        </button>
        {hasFilters(filters) && (
          <Link className="join-filters__clear" to={pathname}>
            {copy.clear}
          </Link>
        )}
      </div>
    </form>
  );
}
