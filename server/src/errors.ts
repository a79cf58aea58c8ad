// Errors are values with a code and a message a person can act on. Both doors map them the same way:
// REST to a 4xx JSON body (503 for a database out of reach: db/database-unavailable.ts), GraphQL to an
// error with extensions { code, fields }.
import { problemSentence, problemSummary, localizedProblems } from '../../forms/problems.ts';
import type { Language } from '../../shared/language.ts';
import { defineMessages, english } from '../../shared/messages.ts';
import { formatterFor, localized } from './i18n/messages.ts';

/** NOT_CLEARED: a 403 for a volunteer without a current screening clearance (screening.policy.ts), saying what is missing. */
export type ErrorCode = 'BAD_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_CLEARED' | 'NOT_FOUND' | 'CONFLICT' | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<ErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_CLEARED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
};

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
  }
  get status(): number {
    return statusByCode[this.code];
  }
}

const messages = defineMessages({
  signIn: { id: 'errors.signIn', defaultMessage: 'Sign in to continue.' },
  notAllowed: { id: 'errors.notAllowed', defaultMessage: 'You are not allowed to do that.' },
  notAllowedToSee: { id: 'errors.notAllowedToSee', defaultMessage: 'You are not allowed to see or do that.' },
  notFound: { id: 'staff.errors.notFound', defaultMessage: '{what} was not found.' },
  child: { id: 'errors.notFound.child', defaultMessage: 'Child was not found.' },
  edition: { id: 'errors.notFound.edition', defaultMessage: 'The current program edition was not found.' },
  registration: { id: 'errors.notFound.registration', defaultMessage: 'Registration was not found.' },
  emergencyContact: { id: 'errors.notFound.emergencyContact', defaultMessage: 'Emergency contact was not found.' },
  pickupPerson: { id: 'errors.notFound.pickupPerson', defaultMessage: 'Pickup person was not found.' },
  question: { id: 'errors.notFound.question', defaultMessage: 'Question was not found.' },
  invitation: { id: 'errors.notFound.invitation', defaultMessage: 'Invitation was not found.' },
  parent: { id: 'errors.notFound.parent', defaultMessage: 'Parent was not found.' },
  account: { id: 'errors.notFound.account', defaultMessage: 'Account was not found.' },
  family: { id: 'errors.notFound.family', defaultMessage: 'Family was not found.' },
  photo: { id: 'errors.notFound.photo', defaultMessage: 'Photo was not found.' },
  firstAid: { id: 'errors.notFound.firstAid', defaultMessage: 'First-aid report was not found.' },
  nothing: { id: 'errors.notFound.id', defaultMessage: 'Nothing was found with that id.' },
  tryAgain: { id: 'errors.unavailable', defaultMessage: 'The database is restarting or out of reach. Please try again in a moment.' },
  internal: { id: 'errors.internal', defaultMessage: 'Something went wrong on our side. Please try again.' },
});

/** The things a parent can ask for by id, each refused in a whole sentence of its own (other things: staff words). */
const NOT_FOUND_THINGS: Record<string, keyof typeof messages> = {
  Child: 'child',
  'The current program edition': 'edition',
  Registration: 'registration',
  'Emergency contact': 'emergencyContact',
  'Pickup person': 'pickupPerson',
  Question: 'question',
  Invitation: 'invitation',
  Parent: 'parent',
  Account: 'account',
  Family: 'family',
  Photo: 'photo',
  'First-aid report': 'firstAid',
};

export const ERROR_WORDS = {
  notAllowedToSee: () => english(messages.notAllowedToSee),
  signIn: () => english(messages.signIn),
  nothingWithThatId: () => english(messages.nothing),
  unavailable: () => english(messages.tryAgain),
  internal: () => english(messages.internal),
};

/**
 * The error as the requester reads it: message and field problems in their language (what a message wrote;
 * other words stay English). The code and the field keys never change (API clients rely on them).
 */
export function errorInLanguage(error: DomainError, language: Language): { message: string; fields?: Record<string, string> } {
  if (language === 'en') return { message: error.message, fields: error.fields };
  const format = formatterFor(language);
  const fields = error.fields && localizedProblems(error.fields, format);
  let message = localized(error.message, language);
  // A refusal of fields summed up in their own words: the sum in the requester's language.
  if (error.fields && fields && message === error.message) {
    if (error.message === problemSummary(error.fields)) message = problemSummary(fields, format);
    else if (error.message === Object.values(error.fields).join(' ')) message = Object.values(fields).join(' ');
  }
  return { message, ...(fields ? { fields } : {}) };
}

export const badInput = (fields: Record<string, string>, message?: string) => {
  const sentences = Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, problemSentence(field, problem)]));
  return new DomainError('BAD_INPUT', message ?? Object.values(sentences).join(' '), sentences);
};
export const unauthenticated = (message = english(messages.signIn)) => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = english(messages.notAllowed)) => new DomainError('FORBIDDEN', message);
export const notFound = (what: string) => {
  const thing = NOT_FOUND_THINGS[what];
  return new DomainError('NOT_FOUND', thing ? english(messages[thing]) : english(messages.notFound, { what }));
};
export const conflict = (message: string, fields?: Record<string, string>) => new DomainError('CONFLICT', message, fields);
