// The person making a request, resolved once per request from the session cookie and shared by both doors.
import { Permission } from '../generated/prisma/enums.ts';
import { unauthenticated, forbidden } from '../errors.ts';

export const ALL_PERMISSIONS = Object.values(Permission) as Permission[];

export interface ViewerIdentity {
  accountId: number;
  email: string | null;
  parentId: number | null;
  staffId: number | null;
  internId: number | null;
  permissions: Permission[];
  /** The language the person chose (Account.language; shared/language.ts), null until they choose. */
  language?: string | null;
}

/** How a signed-in viewer is read again from its session: the fresh identity and when the session lapses, or null once it is gone. */
export type ViewerReload = () => Promise<{ identity: ViewerIdentity; sessionDeadline: number } | null>;

/** The kiosk a request comes from (its id and name), for the check-in records and the audit trail. */
export interface KioskIdentity {
  id: number;
  name: string;
}

export class Viewer {
  private current: ViewerIdentity | null;
  private permissionSet: Set<Permission>;
  readonly sessionId: string | null;
  /** When the session lapses (absolute or idle expiry, epoch ms) unless used again; null when anonymous. */
  sessionDeadline: number | null;
  /**
   * Replaced whenever the identity changes, so per-request caches keyed on it (Pothos scope results for
   * a long-lived subscription) are recomputed with the new rights.
   */
  generation: object = {};
  private readonly reloader: ViewerReload | null;
  /**
   * A self check-in kiosk (domains/kiosk): no account and no session, made only by the kiosk's own routes from
   * its device token, and handed only to the attendance service's family check-in (attendance.policy.ts).
   */
  readonly kiosk: KioskIdentity | null;

  constructor(
    identity: ViewerIdentity | null,
    sessionId: string | null = null,
    options: { sessionDeadline?: number; reload?: ViewerReload; kiosk?: KioskIdentity } = {},
  ) {
    this.kiosk = options.kiosk ?? null;
    this.current = identity;
    this.sessionId = sessionId;
    this.permissionSet = new Set(identity?.permissions ?? []);
    this.sessionDeadline = options.sessionDeadline ?? null;
    this.reloader = options.reload ?? null;
  }

  get identity(): ViewerIdentity | null {
    return this.current;
  }

  /**
   * Reads the identity again from the session (a live stream does this when the account's rights
   * changed). Everything holding this viewer sees the new rights at once; once the session is gone the
   * viewer is anonymous. Returns whether it is still signed in.
   */
  async reload(): Promise<boolean> {
    if (!this.reloader || !this.current) return this.current !== null;
    const fresh = await this.reloader();
    this.current = fresh?.identity ?? null;
    this.permissionSet = new Set(fresh?.identity.permissions ?? []);
    this.sessionDeadline = fresh?.sessionDeadline ?? null;
    this.generation = {};
    return this.current !== null;
  }

  /** Signs this viewer out everywhere it is held (the session ended). */
  endSession(): void {
    this.current = null;
    this.permissionSet = new Set();
    this.sessionDeadline = null;
    this.generation = {};
  }

  static anonymous(): Viewer {
    return new Viewer(null);
  }

  /** The viewer of a kiosk's request: signed in as nobody, able to check a looked-up family in and nothing else. */
  static ofKiosk(kiosk: KioskIdentity): Viewer {
    return new Viewer(null, null, { kiosk });
  }

  get signedIn(): boolean {
    return this.identity !== null;
  }
  get accountId(): number | null {
    return this.identity?.accountId ?? null;
  }
  get parentId(): number | null {
    return this.identity?.parentId ?? null;
  }
  get staffId(): number | null {
    return this.identity?.staffId ?? null;
  }
  get internId(): number | null {
    return this.identity?.internId ?? null;
  }
  get isStaff(): boolean {
    return this.staffId !== null;
  }
  get isParent(): boolean {
    return this.parentId !== null;
  }
  get isIntern(): boolean {
    return this.internId !== null;
  }
  get permissions(): Permission[] {
    return [...this.permissionSet];
  }

  /** Permissions belong to staff identities only; SPEC §6 compares them case-insensitively. */
  has(permission: Permission | string): boolean {
    if (!this.isStaff) return false;
    return this.permissionSet.has(String(permission).toUpperCase() as Permission);
  }

  requireSignedIn(): ViewerIdentity {
    if (!this.identity) throw unauthenticated();
    return this.identity;
  }
  requireStaff(): number {
    this.requireSignedIn();
    if (this.staffId === null) throw forbidden('Only staff may do that.');
    return this.staffId;
  }
  requirePermission(permission: Permission): number {
    const staffId = this.requireStaff();
    if (!this.has(permission)) throw forbidden(`This needs the ${permission} permission.`);
    return staffId;
  }
}

export function parsePermission(value: string): Permission | null {
  const upper = value.trim().toUpperCase();
  return (ALL_PERMISSIONS as string[]).includes(upper) ? (upper as Permission) : null;
}
