import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button asChild', () => {
  it('renders the child element with the button look, both classes and both handlers', () => {
    const order: string[] = [];
    render(
      <Button
        asChild
        variant="secondary"
        className="mt-4"
        onClick={() => order.push('button')}
        aria-describedby="hint"
      >
        <a href="/allproducts" className="own-class" onClick={() => order.push('link')}>
          Shop all frames
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Shop all frames' });
    expect(link).toHaveAttribute('href', '/allproducts');
    expect(link).toHaveAttribute('aria-describedby', 'hint');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toMatch(/\binline-flex\b.*\bmt-4\b.*\bown-class$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(link);
    expect(order).toEqual(['link', 'button']);
  });

  it('sets the ref given to the button and the child’s own ref', () => {
    const buttonRef = createRef<HTMLButtonElement>();
    const childRef = vi.fn();
    render(
      <Button asChild ref={buttonRef}>
        <a href="/cart" ref={childRef}>
          Cart
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(buttonRef.current).toBe(link);
    expect(childRef).toHaveBeenCalledWith(link);
  });

  it('is a plain type="button" without asChild', () => {
    render(<Button>Try again</Button>);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('type', 'button');
  });
});
