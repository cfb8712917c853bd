import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwa } from '../test/pwaRegisterStub.ts';
import UpdatePrompt from './UpdatePrompt.tsx';

afterEach(() => {
  vi.useRealTimers();
  pwa.needRefresh = false;
});

describe('UpdatePrompt (spec 03 §2.9)', () => {
  it('says nothing while no new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Lembrar mais tarde' hides it for a minute; 'Atualizar' shows 'Atualizando' and activates the new version", () => {
    vi.useFakeTimers();
    pwa.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('dialog', { name: 'Atualização do Sistema' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lembrar mais tarde' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'Atualização do Sistema' })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog', { name: 'Atualização do Sistema' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(screen.getByRole('button', { name: 'Atualizando' })).toBeTruthy();
    expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true);
  });
});
