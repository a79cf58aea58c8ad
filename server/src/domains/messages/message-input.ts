// The messages domain's input module: what is read again from stored JSON (a message's audience, a people
// query's definition given in an audience), with the same schemas the doors use.
import { messageAudience, type MessageAudience } from '../../../../forms/messages.ts';
import { peopleQueryDefinition, type PeopleQueryDefinition } from '../query/query.input.ts';
import { badInput } from '../../errors.ts';

/** A stored message's audience (written only after the doors read it with the same schema). */
export const storedAudience = (json: string): MessageAudience => messageAudience.parse(JSON.parse(json));

/** The people query of an audience (ad hoc or saved), or a 400 naming the audience's definition. */
export function audienceQuery(definition: unknown): PeopleQueryDefinition {
  const parsed = peopleQueryDefinition.safeParse(definition);
  if (!parsed.success) throw badInput({ 'audience.definition': parsed.error.issues[0]?.message ?? 'This is not a people query.' });
  return parsed.data;
}
