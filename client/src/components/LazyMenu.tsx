// A Mantine Menu whose code loads after the page's first screen (the menu and its positioning library
// are ~26 KB gzip on a phone's first load, for dropdowns nobody has opened yet). The control that opens it is
// there from the first render, in the server's HTML too, and looks and reads the same ("menu" popup, collapsed);
// the menu's code downloads once the page is idle, or when the control is pointed at, touched or focused. A
// click (or Enter/Space) before the code is in is kept: the menu opens as soon as it arrives. Once in, the
// control is Mantine's Menu.Target, with its keyboard handling and focus return; the control is a new element
// then, so the focus it had is given to the new one.
import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  useCallback,
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

  function LazyMenu({ target, children, ...menuProps }: LazyMenuProps) {
    const node = useRef<HTMLElement>(null);
    const ref = useMergedRef(node, target.props.ref);
    // Clicked, or focused, when the code arrived: the new control gets the focus, and the menu opens.
    const clicked = useRef(false);
    const hadFocus = useRef(false);
    const subscribe = useCallback((changed: () => void) => {
      const listener = () => {
        hadFocus.current = node.current !== null && document.activeElement === node.current;
        changed();
      };
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }, []);
    // The server's render and the hydration show the plain control (the code is never in before either).
    const Menu = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
    const [opened, setOpened] = useState(false);
    usePreloadWhenIdle(MenuCode);

    useLayoutEffect(() => {
      if (!Menu) return;
      // Focused before it opens, so that Mantine gives the focus back to it when the menu closes.
      if (hadFocus.current || clicked.current) node.current?.focus();
      if (clicked.current) setOpened(true);
      hadFocus.current = clicked.current = false;
    }, [Menu]);

    if (!Menu) {
      const own = target.props;
      const preload = () => preloadLazy(MenuCode);
      return cloneElement(target, {
        ref,
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: (event: MouseEvent<HTMLElement>) => {
          own.onClick?.(event);
          if (clicked.current) return;
          clicked.current = true;
          start().catch(() => {
            clicked.current = false;
            toast.error('The menu could not be opened. Check the connection and try again.', { key: 'lazy-menu' });
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
      <Menu {...menuProps} opened={opened} onChange={setOpened}>
        <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
        <Menu.Dropdown>{children(Menu)}</Menu.Dropdown>
      </Menu>
    );
  }

  return { LazyMenu, MenuCode };
}

export const { LazyMenu, MenuCode } = makeLazyMenu(() => import('./menu-part.ts'));
