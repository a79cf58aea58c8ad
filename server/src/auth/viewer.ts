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
}

export class Viewer {
  readonly identity: ViewerIdentity | null;
  readonly sessionId: string | null;
  private readonly permissionSet: Set<Permission>;

  constructor(identity: ViewerIdentity | null, sessionId: string | null = null) {
    this.identity = identity;
    this.sessionId = sessionId;
    this.permissionSet = new Set(identity?.permissions ?? []);
  }

  static anonymous(): Viewer {
    return new Viewer(null);
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
