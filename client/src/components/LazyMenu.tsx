// A Mantine Menu whose code loads after the page's first screen (the menu and its positioning library
// are ~26 KB gzip on a phone's first load, for dropdowns nobody has opened yet). The control that opens it is
// there from the first render, in the server's HTML too, and looks and reads the same ("menu" popup, collapsed);
// the menu's code downloads once the page is idle, or when the control is pointed at, touched or focused. A
// click (or Enter/Space) before the code is in is kept: the menu opens as soon as it arrives. Once used, the
// control is Mantine's Menu.Target, with its keyboard handling and focus return; the control is a new element
// then, so the focus is given to the new one. A control nobody has used stays plain: the rosters' nine menus
// built at once when the code arrived were a ~100 ms task on a phone after every load.
import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TouchEvent,
} from 'react';
import { lazyPage, preloadLazy, usePreloadWhenIdle } from '../app/lazy-page.ts';
import { toast } from '../app/toast.ts';
import { formatMessageNow } from '../i18n/format-now.ts';
import { defineMessages } from '../i18n/intl.tsx';

const WORDS = defineMessages({
  failed: { id: 'menu.failed', defaultMessage: 'The menu could not be opened. Check the connection and try again.' },
});

type MenuComponent = typeof MantineMenu;

/** What LazyMenu adds to its control while the menu's code is not in: the control's own handlers still run. */
interface TargetProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
}

export interface LazyMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'defaultOpened' | 'onChange'> {
  /** The control that opens the menu: one element that takes a ref (a Button, an ActionIcon). */
  target: ReactElement<TargetProps>;
  /** The items, made with the loaded Menu (Menu.Item, Menu.Label…). */
  children: (menu: MenuComponent) => ReactNode;
}

/** A LazyMenu component whose Menu comes from `load`, and its code as a part for preloadOn/usePreloadWhenIdle. */
export function makeLazyMenu(load: () => Promise<{ Menu: MenuComponent }>) {
  let loaded: MenuComponent | null = null;
  const listeners = new Set<() => void>();
  let loading: Promise<{ Menu: MenuComponent }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded ??= module.Menu;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = null; // tried again on the next click
        throw error;
      },
    ));
  const MenuCode = lazyPage(start, 'Menu');
  const subscribe = (changed: () => void) => {
    listeners.add(changed);
    return () => void listeners.delete(changed);
  };

  function LazyMenu({ target, children, ...menuProps }: LazyMenuProps) {
    const node = useRef<HTMLElement>(null);
    const ref = useMergedRef(node, target.props.ref);
    // The server's render and the hydration show the plain control (the code is never in before either).
    const Menu = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
    // Used (clicked, or Enter/Space): from then on this control is Mantine's Menu. Until then it stays the plain
    // control even once the code is in, so a page with a menu on every row does not build them all at once.
    const [used, setUsed] = useState(false);
    const [opened, setOpened] = useState(false);
    usePreloadWhenIdle(MenuCode);
    const Mounted = used ? Menu : null;

    useLayoutEffect(() => {
      if (!Mounted) return;
      // The control is a new element: focused before the menu opens, so that Mantine gives the focus back to it
      // when the menu closes.
      node.current?.focus();
      setOpened(true);
    }, [Mounted]);

    if (!Mounted) {
      const own = target.props;
      const preload = () => preloadLazy(MenuCode);
      return cloneElement(target, {
        ref,
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: (event: MouseEvent<HTMLElement>) => {
          own.onClick?.(event);
          if (used) return;
          setUsed(true);
          start().catch(() => {
            setUsed(false);
            toast.error(formatMessageNow(WORDS.failed), { key: 'lazy-menu' });
          });
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          own.onFocus?.(event);
          preload();
        },
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          own.onPointerEnter?.(event);
          preload();
        },
        onTouchStart: (event: TouchEvent<HTMLElement>) => {
          own.onTouchStart?.(event);
          preload();
        },
      } as TargetProps & Record<string, unknown>);
    }
    return (
      <Mounted {...menuProps} opened={opened} onChange={setOpened}>
        <Mounted.Target>{cloneElement(target, { ref })}</Mounted.Target>
        <Mounted.Dropdown>{children(Mounted)}</Mounted.Dropdown>
      </Mounted>
    );
  }

  return { LazyMenu, MenuCode };
}

export const { LazyMenu, MenuCode } = makeLazyMenu(() => import('./menu-part.ts'));
