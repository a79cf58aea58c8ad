// The GraphQL schema: imports every domain's types, then builds.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import '../domains/accounts/accounts.graphql.ts';
import '../domains/accounts/sign-in.graphql.ts';
import '../domains/people/people.graphql.ts';
import '../domains/people/family.graphql.ts';
import '../domains/people/check-in-code.graphql.ts';
import '../domains/registration/registration.graphql.ts';
import '../domains/settings/settings.graphql.ts';
import '../domains/settings/edition-week.graphql.ts';
import '../domains/groups/groups.graphql.ts';
import '../domains/interns/interns.graphql.ts';
import '../domains/placement/placement.graphql.ts';
import '../domains/notes/notes.graphql.ts';
import '../domains/notes/info-sheet.graphql.ts';
import '../domains/notes/people-search.graphql.ts';
import '../domains/accounts/my-details.graphql.ts';
import '../domains/people/child-check-in.graphql.ts';
import '../domains/audit/audit.graphql.ts';
import '../domains/accounts/accounts-admin.graphql.ts';
import '../domains/accounts/accounts-merge.graphql.ts';
import '../domains/query/query.graphql.ts';
import '../domains/attendance/attendance.graphql.ts';
import '../domains/attendance/attendance-change.graphql.ts';
import '../domains/attendance/pickup-people.graphql.ts';
import '../domains/first-aid/first-aid.graphql.ts';
import '../domains/schedule/schedule-types.graphql.ts';
import '../domains/schedule/schedule.graphql.ts';
import '../domains/schedule/rotation.graphql.ts';
import '../domains/settings/next-edition.graphql.ts';
import '../domains/reports/reports.graphql.ts';
import '../live/live.graphql.ts';

export const schema = builder.toSchema();

export const printedSchema = () => printSchema(lexicographicSortSchema(schema));
