// The faces check-out compares with the person at the table (the child's, the parent's and the pickup people's),
// kept on the device with today's families so that check-out shows them when the network is gone. Only staff's
// copy holds them (an intern's copy holds names only); they belong to the account that fetched them and leave
// with the families (station-queue.ts: at logout, when the session ends, when another account signs in).
// Bounded: at most PHOTOS_MAX_BYTES in all, the children's faces first, then the parents' and pickup people's.
// A photo's address changes when it is replaced, so a kept one is fetched once; one no longer named by the
// families is dropped. The station shows the kept copy when it has one (useStationPhoto).
import { createContext, useContext, useEffect, useState } from 'react';
import type { StationData } from './station-data.ts';
import { forgetPhoto, storedPhotos, storePhoto } from './station-queue.ts';

/** The most the kept photos may take on the device (photos are at most 512 px WebP: tens of KB each). */
export const PHOTOS_MAX_BYTES = 8 * 1024 * 1024;
/** Photos fetched at once while keeping them. */
const AT_ONCE = 4;

/** The addresses of the families' photos, in the order they are kept: children, then parents and pickup people. */
export function photoUrlsOf(data: StationData): string[] {
  const families = data.checkInStation.families;
  const children = families.flatMap((f) => f.children.map((c) => c.photoUrl));
  const adults = families.flatMap((f) => [f.parentPhotoUrl, ...(f.pickupPeople ?? []).map((p) => p.photoUrl)]);
  return [...new Set([...children, ...adults].filter((u): u is string => !!u))];
}

const listeners = new Set<() => void>();
let keeping: Promise<void> | null = null;

/**
 * Keeps the photos the families name (staff's copy), within the bound; drops those no longer named. One run at a
 * time: a call while one runs waits for it. Failures leave what was kept (the next call tries again).
 * `familiesKept` says whether the families are still on the device: once they are wiped (a logout while photos
 * were on their way), nothing more is stored and what this run stored goes too.
 */
export function keepPhotosForOffline(data: StationData, familiesKept: () => Promise<boolean>): Promise<void> {
  const accountId = data.viewer?.account.databaseId;
  if (!data.viewer?.isStaff || accountId === undefined) return Promise.resolve();
  const run = async () => {
    const stored: string[] = [];
    try {
      const wanted = photoUrlsOf(data);
      const named = new Set(wanted);
      const kept = new Map<string, number>();
      for (const p of await storedPhotos(accountId)) {
        if (named.has(p.url)) kept.set(p.url, p.bytes);
        else await forgetPhoto(p.url);
      }
      let total = [...kept.values()].reduce((a, b) => a + b, 0);
      const missing = wanted.filter((u) => !kept.has(u));
      let added = 0;
      let full = false;
      for (let i = 0; i < missing.length && !full && navigator.onLine; i += AT_ONCE) {
        const images = await Promise.all(missing.slice(i, i + AT_ONCE).map((url) => fetchImage(url)));
        for (const [j, image] of images.entries()) {
          if (!image) continue;
          if (total + image.size > PHOTOS_MAX_BYTES) {
            full = true;
            break;
          }
          if (!(await familiesKept())) return;
          await storePhoto({ url: missing[i + j], accountId, image, bytes: image.size });
          stored.push(missing[i + j]);
          total += image.size;
          added++;
        }
      }
      if (!(await familiesKept())) return;
      if (added > 0) for (const listener of listeners) listener();
    } catch {
      /* the device keeps what it had; the next save tries again */
    }
    // Wiped meanwhile: what this run stored leaves too.
    if (!(await familiesKept().catch(() => false))) for (const url of stored) await forgetPhoto(url).catch(() => undefined);
  };
  keeping ??= run().finally(() => {
    keeping = null;
  });
  return keeping;
}

async function fetchImage(url: string): Promise<Blob | null> {
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    return res.ok && (res.headers.get('content-type') ?? '').startsWith('image/') ? await res.blob() : null;
  } catch {
    return null;
  }
}

/** The kept photos of `accountId` as addresses the page can show (object URLs), read again when more are kept. */
export function useKeptPhotos(accountId: number | null): ReadonlyMap<string, string> {
  const [shown, setShown] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (accountId === null) return;
    let live = true;
    let made: string[] = [];
    const read = async () => {
      const photos = await storedPhotos(accountId).catch(() => []);
      if (!live) return;
      const next = new Map(photos.map((p) => [p.url, URL.createObjectURL(p.image)]));
      for (const u of made) URL.revokeObjectURL(u);
      made = [...next.values()];
      setShown(next);
    };
    void read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [accountId]);
  return shown;
}

/** The station's kept photos, for the parts it shows (the check-out dialog). */
export const KeptPhotos = createContext<ReadonlyMap<string, string>>(new Map());

/** The address to show a photo from: the device's copy when the station keeps one, else the server's. */
export function useStationPhoto(url: string | null | undefined): string | null | undefined {
  const kept = useContext(KeptPhotos);
  return (url && kept.get(url)) || url;
}
