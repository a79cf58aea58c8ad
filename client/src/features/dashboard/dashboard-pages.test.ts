import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { dashboardSections, type DashboardViewer } from './dashboard-cards.ts';
import { routes } from '../../routes.tsx';
import type { RouteHandle } from '../../app/route-handle.ts';

const ALL_OPEN = { generalRegistrationOpen: true, electiveSelectionOpen: true, internApplicationOpen: true };
const ALL_PERMISSIONS = ['ADMINISTER_ACCOUNTS', 'APPROVE_REGISTRATIONS', 'ASSIGN_STAFF', 'ASSIGN_STUDENT_GROUPS', 'MANAGE_VBS', 'SCHEDULE_CLASSES', 'VIEW_SENSITIVE_INFO'];
const VIEWERS: Record<string, DashboardViewer> = {
  parent: { isParent: true, isIntern: false, isStaff: false, permissions: [] },
  intern: { isParent: false, isIntern: true, isStaff: false, permissions: [] },
  staff: { isParent: false, isIntern: false, isStaff: true, permissions: [] },
  admin: { isParent: true, isIntern: false, isStaff: true, permissions: ALL_PERMISSIONS },
};

/** Every page under /dashboard with the rule that decides who may open it. */
function dashboardPages(): Map<string, RouteHandle['allow']> {
  const find = (list: RouteObject[]): RouteObject | undefined => {
    for (const route of list) {
      const found = route.path === 'dashboard' ? route : find(route.children ?? []);
      if (found) return found;
    }
  };
  const dashboard = find(routes)!;
  return new Map(
    (dashboard.children ?? [])
      // Not the catch-all, nor the older paths that redirect to a page listed here.
      .filter((r) => r.path && r.path !== '*' && !(isValidElement(r.element) && r.element.type === Navigate))
      .map((r) => [`/dashboard/${r.path}`, (r.handle as RouteHandle | undefined)?.allow]),
  );
}

describe('who may open each dashboard page', () => {
  const pages = dashboardPages();

  it('opens every page a dashboard card offers to that person', () => {
    for (const [name, viewer] of Object.entries(VIEWERS)) {
      for (const card of dashboardSections(viewer, ALL_OPEN).flatMap((s) => s.cards)) {
        expect(pages.has(card.path), card.path).toBe(true);
        expect(pages.get(card.path)?.(viewer) ?? true, `${card.path} for ${name}`).toBe(true);
      }
    }
  });

  it('opens every page to an administrator', () => {
    for (const [path, allow] of pages) expect(allow?.(VIEWERS.admin) ?? true, path).toBe(true);
  });

  it('keeps staff pages from parents and interns (an intern opens their own group), and permission pages from staff without the permission', () => {
    const opens = (viewer: DashboardViewer) => [...pages].filter(([, allow]) => allow?.(viewer) ?? true).map(([path]) => path).sort();
    expect(opens(VIEWERS.parent)).toEqual(['/dashboard/application', '/dashboard/profile', '/dashboard/registration', '/dashboard/schedules']);
    expect(opens(VIEWERS.intern)).toEqual([
      '/dashboard/application',
      '/dashboard/attendance',
      '/dashboard/check-in',
      '/dashboard/leaderboard',
      '/dashboard/my-group',
      '/dashboard/my-group/:groupId',
      '/dashboard/profile',
      '/dashboard/registration',
      '/dashboard/schedules',
    ]);
    for (const path of ['/dashboard/registrations', '/dashboard/interns', '/dashboard/screening', '/dashboard/placement', '/dashboard/settings', '/dashboard/accounts', '/dashboard/audit', '/dashboard/reports', '/dashboard/import', '/dashboard/messages', '/dashboard/messages/new', '/dashboard/messages/:messageId']) {
      expect(pages.get(path)?.(VIEWERS.staff), path).toBe(false);
    }
    expect(pages.get('/dashboard/settings')?.({ ...VIEWERS.staff, permissions: ['MANAGE_VBS'] })).toBe(true);
    expect(pages.get('/dashboard/settings')?.({ ...VIEWERS.parent, permissions: ['MANAGE_VBS'] })).toBe(false);
    // Messages: those the server lets send (messages.policy: staff with MANAGE_VBS), and no one else.
    for (const path of ['/dashboard/messages', '/dashboard/messages/new', '/dashboard/messages/:messageId']) {
      expect(pages.get(path)?.({ ...VIEWERS.staff, permissions: ['MANAGE_VBS'] }), path).toBe(true);
      expect(pages.get(path)?.({ ...VIEWERS.parent, permissions: ['MANAGE_VBS'] }), path).toBe(false);
      expect(pages.get(path)?.({ ...VIEWERS.staff, permissions: ['APPROVE_REGISTRATIONS', 'ASSIGN_STAFF'] }), path).toBe(false);
    }
    for (const permission of ['MANAGE_VBS', 'APPROVE_REGISTRATIONS']) expect(pages.get('/dashboard/reports')?.({ ...VIEWERS.staff, permissions: [permission] }), permission).toBe(true);
    expect(pages.get('/dashboard/reports')?.({ ...VIEWERS.staff, permissions: ['ASSIGN_STAFF', 'VIEW_SENSITIVE_INFO'] })).toBe(false);
    expect(pages.get('/dashboard/import')?.({ ...VIEWERS.staff, permissions: ['MANAGE_VBS'] })).toBe(true);
    expect(pages.get('/dashboard/import')?.({ ...VIEWERS.staff, permissions: ['APPROVE_REGISTRATIONS', 'ADMINISTER_ACCOUNTS'] })).toBe(false);
  });
});
