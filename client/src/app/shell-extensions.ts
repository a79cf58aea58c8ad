// What the shell needs from features without naming them: the composition root (routes.tsx) registers each
// feature's part here, so client/src/app imports no feature (npm run lint enforces it).
import type { ComponentType } from 'react';

/**
 * The check-in station's families and unsent actions kept on this device: a logout, the end of the session
 * and another person's sign-in each decide what happens to them.
 */
export interface DeviceStation<Action = unknown> {
  /** The actions still unsent once the station tried to send them. */
  leftAfterSync(): Promise<Action[]>;
  /** "2 check-ins are not sent yet" and the like. */
  unsentSentence(actions: readonly Action[]): string;
  wipeStation(): Promise<void>;
  sessionEnded(): Promise<void>;
  /** Gives the station to this account; returns the actions other accounts left unsent. */
  claimStation(accountId: number): Promise<Action[]>;
  discardActionsOfOthers(accountId: number): Promise<void>;
}

let loadStation: (() => Promise<DeviceStation>) | null = null;

/** Registers how to load the station's code (loaded only when a session starts or ends). */
export function registerDeviceStation(load: () => Promise<DeviceStation>): void {
  loadStation = load;
}

/** The station's code, or null where none is registered or its download failed. */
export function deviceStation(): Promise<DeviceStation | null> {
  return loadStation ? loadStation().catch(() => null) : Promise.resolve(null);
}

const signedInParts: ComponentType[] = [];

/** A part mounted once beside every signed-in page (the info sheet any page can open). */
export function addSignedInPart(part: ComponentType): void {
  if (!signedInParts.includes(part)) signedInParts.push(part);
}

export function signedInPartsList(): readonly ComponentType[] {
  return signedInParts;
}
