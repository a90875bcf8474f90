/**
 * Where the home pages link. Desktop pages link to site paths as they are; the mobile home links
 * to the /m pages that exist (SPEC.md §2), and leaves out what has no mobile page.
 */
import type { Device } from '@site/shared-contracts';

const MOBILE_PAGES: readonly RegExp[] = [
  /^\/about\/(introduce|shareholder|team)(\/[^/]+)?$/,
  /^\/contact\/contactus$/,
  /^\/honour\/compliance$/,
  /^\/news\/dynamic(\/\d+)?$/,
  /^\/product(\/view)?(\/[^/]+)?$/,
  /^\/solution(\/[^/]+)?$/,
];

/** The path a link to a desktop page takes on a device; null when the phone has no such page. */
export function pathOnDevice(device: Device, path: string): string | null {
  if (device === 'desktop') return path;
  return MOBILE_PAGES.some((page) => page.test(path)) ? `/m${path}` : null;
}
