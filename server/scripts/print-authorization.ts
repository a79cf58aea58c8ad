// Writes docs/authorization.md: the authorization model as a table (server/src/authorization/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/project-root.ts';
import { authorizationMarkdown } from '../src/authorization/authorization-markdown.ts';

mkdirSync(join(PROJECT_ROOT, 'docs'), { recursive: true });
writeFileSync(join(PROJECT_ROOT, 'docs/authorization.md'), authorizationMarkdown());
