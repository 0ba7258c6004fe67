// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import Lightbox from './lightbox';

function Harness({ count, start = 0 }: { count: number; start?: number }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(start);
  return (
    <Lightbox
      open={open}
      count={count}
      index={index}
      onIndexChange={setIndex}
      onClose={() => setOpen(false)}
      title="Photos of Mara"
      renderImage={(current) => <img src={`/p${current}.webp`} alt={`Photo ${current + 1}`} />}
    />
  );
}

afterEach(cleanup);

describe('Lightbox', () => {
  it('when opened on the first of three photos, then the counter reads 1 / 3 and only Next is enabled', () => {
    render(<Harness count={3} />);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous image' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next image' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('when ArrowRight and ArrowLeft are pressed, then the photo moves and stops at the ends (no wrap)', () => {
    render(<Harness count={3} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 3' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('when the Next button is used, then the counter advances', () => {
    render(<Harness count={5} start={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('3 / 5')).toBeTruthy();
  });

  it('when there is a single photo, then no arrows are shown', () => {
    render(<Harness count={1} />);
    expect(screen.getByText('1 / 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull();
  });

  it('when the index given is out of range, then the last photo shows', () => {
    render(<Harness count={4} start={9} />);
    expect(screen.getByText('4 / 4')).toBeTruthy();
  });

  it('when Escape is pressed, then the dialog closes', async () => {
    render(<Harness count={2} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
