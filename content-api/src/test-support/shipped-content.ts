/** The shipped content folder, read once per test file, for tests of what the project ships. */
import { MEDIA_ROOT, SHIPPED_CONTENT_DIR } from '../config';
import { readContentFolder, type FolderReading } from '../content/content-folder';
import { KIND_BY_FOLDER, type Backend } from '../content/kinds';

let reading: FolderReading | undefined;

export function shippedContent(): FolderReading {
  reading ??= readContentFolder(SHIPPED_CONTENT_DIR, MEDIA_ROOT);
  return reading;
}

/** The items of a kind (by its folder) in one backend, as the files hold them. */
export function shippedItems<T>(folder: string, backend: Backend): T[] {
  const kind = KIND_BY_FOLDER.get(folder);
  if (!kind) throw new Error(`no kind ${folder}`);
  return (shippedContent().content.get(kind)?.[backend] ?? []) as T[];
}
