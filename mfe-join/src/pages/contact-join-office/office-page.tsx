/**
 * /contact/join/office: photos of the offices, for all cities or the one of the URL's ?city
 * (shareable, and the back button returns to the previous city). The cities are the offices'.
 */
import { Link, useLocation } from 'react-router';
import { resolveDataParams, type EnvironmentPhoto, type Office } from '@site/shared-contracts';
import { ApiContent, DesktopPage, SectionImage, useRouteData } from '@site/shared-contracts/section-kit';
import { JoinTabs } from '../../components/join-tabs';
import { IMAGE_SIZES } from '../../components/image-sizes';
import { headquartersFirst } from '../../components/office-list';
import { useCopy } from '../../copy/copy';
import { officePhotos, offices } from '../../routes';

/** The city the photos are asked for: the URL's, as the data need resolves it. */
function useChosenCity(): string | undefined {
  const { search } = useLocation();
  const city = resolveDataParams(officePhotos, {}, new URLSearchParams(search))?.city;
  return city === undefined ? undefined : String(city);
}

function CityChoice({ offices: list, chosen }: { offices: readonly Office[]; chosen: string | undefined }) {
  const copy = useCopy().office;
  const cities = [...new Set(headquartersFirst(list).map((office) => office.city))];
  const { pathname } = useLocation();
  const choices = [{ label: copy.all, city: undefined }, ...cities.map((city) => ({ label: city, city }))];
  return (
    <nav className="join-cities" aria-label={copy.cityFilter}>
      <ul>
        {choices.map(({ label, city }) => (
          <li key={label}>
            <Link
              className="join-cities__link"
              to={{ pathname, search: city === undefined ? '' : `?${new URLSearchParams({ city })}` }}
              aria-current={city === chosen ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PhotoGrid({ photos }: { photos: readonly EnvironmentPhoto[] }) {
  const copy = useCopy().office;
  const { pathname } = useLocation();
  if (photos.length === 0) {
    return (
      <div className="join-empty">
        <p>{copy.empty}</p>
        <Link to={pathname}>{copy.showAll}</Link>
      </div>
    );
  }
  return (
    <ul className="join-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <figure className="join-photo">
            <SectionImage
              className="join-photo__image"
              src={photo.image}
              alt={photo.title}
              size={IMAGE_SIZES.photo}
              eager={index === 0}
            />
            <figcaption>
              <h2 className="join-photo__title">{photo.title}</h2>
              <p className="join-photo__city">{photo.city}</p>
              <p>{photo.description}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function OfficePage() {
  const copy = useCopy();
  const chosen = useChosenCity();
  const officeList = useRouteData(offices);
  const photos = useRouteData(officePhotos);
  return (
    <DesktopPage headline={copy.headlines.office} nav={<JoinTabs />} className="join-office-page">
      <ApiContent result={officeList}>{(list) => <CityChoice offices={list} chosen={chosen} />}</ApiContent>
      <ApiContent result={photos}>{(list) => <PhotoGrid photos={list} />}</ApiContent>
    </DesktopPage>
  );
}
