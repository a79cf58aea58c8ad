// Relay global ids: "Type:123" base64-encoded by plugin-relay. Inputs name the field when an id is wrong.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { badInput } from '../errors.ts';

/** Ids are PostgreSQL integers: a larger number can name nothing (and PostgreSQL would refuse it). */
const INT4_MAX = 2_147_483_647;

export function decodeGlobalIdOf(typename: string, globalId: string, field: string): number {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    throw badInput({ [field]: `Give ${field} as the id of a ${typename}.` });
  }
  const id = Number(decoded.id);
  if (decoded.typename !== typename || !Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX) throw badInput({ [field]: `Give ${field} as the id of a ${typename}.` });
  return id;
}
