// The page's language for every component: react-intl's IntlProvider with the language's messages (English's
// are the defaultMessage in the code), and the switch's way to change it in place: the other catalogue loads and
// the page re-renders in it (LanguageSwitch keeps the choice).
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from './intl.tsx';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';
import { setLanguageSource } from '../app/reader.ts';
import { loadMessages, type Messages } from './catalogues.ts';

interface LanguageChoice {
  language: Language;
  /** Changes the page's language in place, once its catalogue has loaded. */
  setLanguage: (language: Language) => Promise<void>;
}

/** Tags every message may use without passing them: <strong>…</strong>. */
const RICH_TEXT = { strong: (words: React.ReactNode[]) => <strong>{words}</strong> };

const LanguageContext = createContext<LanguageChoice>({ language: DEFAULT_LANGUAGE, setLanguage: async () => undefined });

export function useLanguage(): LanguageChoice {
  return useContext(LanguageContext);
}

interface Props {
  language: Language;
  /** The language's messages, already loaded (the first render must not wait: it hydrates the server's HTML). */
  messages: Messages;
  children: React.ReactNode;
}

export function LanguageProvider({ language: initial, messages: initialMessages, children }: Props) {
  const [{ language, messages }, setState] = useState({ language: initial, messages: initialMessages });
  const setLanguage = useCallback(
    async (next: Language) => {
      const loaded = await loadMessages(next);
      setLanguageSource(() => next);
      setState({ language: next, messages: loaded });
    },
    [],
  );
  const choice = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={choice}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages} defaultRichTextElements={RICH_TEXT}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
