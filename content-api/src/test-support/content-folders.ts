/** Content folders for tests: a copy of the shipped content in a temporary folder, and edits to it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHIPPED_CONTENT_DIR } from '../config';

export interface ContentFolder {
  root: string;
  /** The JSON of an item file, e.g. `news/zh/29.json`. */
  read(file: string): Record<string, unknown>;
  /** Writes an item file's JSON. */
  write(file: string, value: unknown): void;
  /** Changes fields of an item file. */
  edit(file: string, fields: Record<string, unknown>): void;
  /** Writes a file as it is (rich text, or something that is not JSON). */
  writeText(file: string, text: string): void;
  remove(file: string): void;
}

const folders: string[] = [];

/** A fresh copy of the shipped content; removed by removeContentFolders(). */
export function copyOfShippedContent(): ContentFolder {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-folder-'));
  folders.push(root);
  fs.cpSync(SHIPPED_CONTENT_DIR, root, { recursive: true });
  const at = (file: string) => path.join(root, ...file.split('/'));
  const folder: ContentFolder = {
    root,
    read: (file) => JSON.parse(fs.readFileSync(at(file), 'utf8')) as Record<string, unknown>,
    write: (file, value) => folder.writeText(file, `${JSON.stringify(value, null, 2)}\n`),
    edit: (file, fields) => folder.write(file, { ...folder.read(file), ...fields }),
    writeText: (file, text) => {
      fs.mkdirSync(path.dirname(at(file)), { recursive: true });
      fs.writeFileSync(at(file), text);
    },
    remove: (file) => fs.rmSync(at(file)),
  };
  return folder;
}

/** A new empty temporary folder (a backup's place), removed by removeContentFolders(). */
export function emptyFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-backup-'));
  folders.push(root);
  return path.join(root, 'backup');
}

export function removeContentFolders(): void {
  for (const root of folders.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}

/** A new article for the Chinese backend, made from article 29: id 31, newest of all. */
export function addNewArticle(folder: ContentFolder, title = '瀚数科技发布2026年金融科技白皮书'): void {
  const { counterpart: _counterpart, ...article } = folder.read('news/zh/29.json');
  folder.write('news/zh/31.json', { ...article, id: 31, title, publishedAt: '2026-11-23', isTop: false });
  folder.writeText('news/zh/31.html', '<p>白皮书梳理了金融机构应用大模型的十个场景。</p>\n');
}
