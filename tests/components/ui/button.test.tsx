import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';

/** A field whose message appears when it loses focus, above the form's buttons. */
function FormWithMessageOnBlur({ onSubmit }: { onSubmit: () => void }) {
  const [isLeft, setIsLeft] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Email" onBlur={() => setIsLeft(true)} />
      {isLeft ? <p role="alert">Enter your email address</p> : null}
      <Button type="submit">Send</Button>
      <Button>Cancel</Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the focus in the field while a submit button is pressed, so no message moves it', () => {
    const onSubmit = vi.fn();
    render(<FormWithMessageOnBlur onSubmit={onSubmit} />);
    const email = screen.getByLabelText('Email');
    email.focus();
    const pressed = fireEvent.mouseDown(screen.getByRole('button', { name: 'Send' }));
    expect(pressed).toBe(false); // the default (moving the focus) was prevented
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets other buttons take the focus as usual', () => {
    render(<FormWithMessageOnBlur onSubmit={vi.fn()} />);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
  });

  it("still calls the button's own mousedown handler", () => {
    const onMouseDown = vi.fn();
    render(
      <Button type="submit" onMouseDown={onMouseDown}>
        Save
      </Button>,
    );
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
    expect(onMouseDown).toHaveBeenCalledTimes(1);
  });

  it('is disabled and says it is busy while working', () => {
    render(<Button isBusy>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
