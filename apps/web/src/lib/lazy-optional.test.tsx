import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOptional } from './lazy-optional.ts';

class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children;
  }
}

function renderInApp(node: ReactNode) {
  return render(
    <ErrorScreen>
      <p>The screen</p>
      <Suspense>{node}</Suspense>
    </ErrorScreen>,
  );
}

describe('lazyOptional', () => {
  it('renders the component once its code has come', async () => {
    const Greeting = lazyOptional(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    renderInApp(<Greeting name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders nothing, and leaves the screen as it is, when its code cannot be fetched', async () => {
    const Unreachable = lazyOptional<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderInApp(<Unreachable />);
    // Lets the rejected import settle and React render what follows from it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
