// The per-request context both doors share: who is asking (viewer) and the domain services.
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Config } from './config.ts';
import type { Viewer } from './auth/viewer.ts';
import type { LiveBus } from './live/bus.ts';
import { createSessionService } from './domains/accounts/sessions.service.ts';
import { createAccountsService } from './domains/accounts/accounts.service.ts';
import { createSettingsService } from './domains/settings/settings.service.ts';
import { createGroupsService } from './domains/groups/groups.service.ts';
import { createInternsService } from './domains/interns/interns.service.ts';
import { createPlacementService } from './domains/placement/placement.service.ts';
import { createNotesService } from './domains/notes/notes.service.ts';
import { createPeopleService } from './domains/people/people.service.ts';
import { createRegistrationService } from './domains/registration/registration.service.ts';
import { createMailer } from './mail/mailer.ts';

export interface AppDeps {
  prisma: PrismaClient;
  bus: LiveBus;
  config: Config;
}

export function createServices(deps: AppDeps) {
  return {
    sessions: createSessionService(deps.prisma, deps.config),
    accounts: createAccountsService(deps.prisma, deps.bus),
    settings: createSettingsService(deps.prisma),
    groups: createGroupsService(deps.prisma, deps.bus),
    interns: createInternsService(deps.prisma, createSettingsService(deps.prisma)),
    placement: createPlacementService(deps.prisma, createSettingsService(deps.prisma)),
    notes: createNotesService(deps.prisma, deps.bus),
    people: createPeopleService(deps.prisma),
    registration: createRegistrationService(deps.prisma, createMailer(deps.config)),
  };
}

export type Services = ReturnType<typeof createServices>;

export interface RequestContext {
  viewer: Viewer;
  services: Services;
  prisma: PrismaClient;
  bus: LiveBus;
  config: Config;
}
