// The language switch in the header and the footer: one button naming the other language in its own words
// ("Español" on an English page, "English" on a Spanish one). The page changes in place; the choice goes into
// the visitor's cookie and, for a signed-in person, onto their account (GraphQL setMyLanguage), so every
// page and message after follows it.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from './intl.tsx';
import { LANGUAGE_NAMES, type Language } from '../../../shared/language.ts';
import { fetchPublicQuery, graphql } from '../app/public-graphql.ts';
import { useSiteShell } from '../app/site-shell.ts';
import { toast } from '../app/toast.ts';
import { rememberLanguage } from './language.ts';
import { useLanguage } from './LanguageProvider.tsx';

const SetMyLanguageMutation = graphql`
  mutation LanguageSwitchMutation($input: SetMyLanguageInput!) {
    setMyLanguage(input: $input) {
      viewer {
        account {
          language
        }
      }
    }
  }
`;

export function LanguageSwitch({ tone = 'header' }: { tone?: 'header' | 'footer' }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const { viewer } = useSiteShell();
  const [busy, setBusy] = useState(false);
  const other: Language = language === 'en' ? 'es' : 'en';

  const choose = async () => {
    setBusy(true);
    try {
      await setLanguage(other);
      rememberLanguage(other);
      if (viewer) await fetchPublicQuery(SetMyLanguageMutation, { input: { language: other } });
    } catch {
      toast.error(intl.formatMessage({ id: 'language.switchFailed', defaultMessage: 'The language could not be changed. Please try again.' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={tone === 'footer' ? 'outline' : 'subtle'}
      color={tone === 'footer' ? 'white' : 'dark'}
      size="compact-sm"
      lang={other}
      loading={busy}
      onClick={() => void choose()}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
