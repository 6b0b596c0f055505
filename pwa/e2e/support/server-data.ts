import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { CLIENT_OPTIONS } from '../../../sync-server/src/db/connect';
import type { RunningServer } from './server';

/**
 * What the real server stored, read the way an operator would: its database through the socket
 * URI it printed on start (`Database: …`), and its mail sink (`DATA_DIR/mail/*.eml`, from the
 * `Data directory: …` line). For tests that must count records and mails, not just pages.
 */
export interface ServerData {
  db: Db;
  /** The .eml files of the mail sink that contain `text`. */
  mailsContaining(text: string): Promise<number>;
  /** The text of the mails whose decoded (quoted-printable) source contains `text`: links there are wrapped and `=` encoded. */
  mailTextsContaining(text: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function openServerData(server: RunningServer): Promise<ServerData> {
  const output = server.output.join('');
  const uri = /mongodb:\/\/[^\s)]+/.exec(/Database: .*/.exec(output)?.[0] ?? '')?.[0];
  const dataDir = /Data directory: (\S+)/.exec(output)?.[1];
  if (!uri || !dataDir) throw new Error(`the server did not print its database and data directory:\n${output}`);
  const client = await new MongoClient(uri, CLIENT_OPTIONS).connect();
  const mailDir = path.join(dataDir, 'mail');
  const readMails = async () => {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    return Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8').catch(() => '')));
  };
  return {
    db: client.db('ledgerlink'),
    async mailsContaining(text) {
      return (await readMails()).filter((body) => body.includes(text)).length;
    },
    async mailTextsContaining(text) {
      return (await readMails()).map(decodeQuotedPrintable).filter((body) => body.includes(text));
    },
    close: () => client.close(),
  };
}

/** Soft line breaks joined, `=XX` escapes decoded (ASCII is all the tests look for). */
const decodeQuotedPrintable = (source: string) =>
  source.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Polls `read` until `done` holds for its value (or the time is up, then returns the last value). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}
