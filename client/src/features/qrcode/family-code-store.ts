// The family check-in code is kept on the phone once it has been shown, so it still opens at the check-in
// table without a signal. Logout removes it (app/logout.ts), and so does a different account signing in.
export const FAMILY_CODE_STORAGE_KEY = 'vbs.familyCheckInCode';

export interface StoredFamilyCode {
  code: string;
  year: number;
  familyName: string;
  children: readonly string[];
  savedAt: string;
}

export function readStoredFamilyCode(): StoredFamilyCode | null {
  try {
    const raw = localStorage.getItem(FAMILY_CODE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredFamilyCode;
    return typeof parsed.code === 'string' && Array.isArray(parsed.children) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeFamilyCode(code: Omit<StoredFamilyCode, 'savedAt'>): StoredFamilyCode {
  const stored = { ...code, savedAt: new Date().toISOString() };
  try {
    localStorage.setItem(FAMILY_CODE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    /* private mode or storage full: the code still shows while online */
  }
  return stored;
}

export function forgetFamilyCode() {
  localStorage.removeItem(FAMILY_CODE_STORAGE_KEY);
}
