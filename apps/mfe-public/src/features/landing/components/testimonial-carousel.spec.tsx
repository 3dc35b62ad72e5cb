import { act, fireEvent, render, screen } from '@testing-library/react';
import { landingContent } from '../../../test/fixtures';
import { TestimonialCarousel } from './testimonial-carousel';

const { testimonials } = landingContent;

function slide() {
  return screen.getByRole('group', { name: /of 3$/ });
}

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

describe('TestimonialCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    // jsdom has no matchMedia: remove the mock so other tests see the default.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('moves to the next testimonial every 5 seconds, wrapping around', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByText('First testimonial text.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4999));
    expect(slide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(slide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByText('Second testimonial text.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(5000));
    expect(slide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it('has previous and next buttons', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByText('Second testimonial text.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByText('Third testimonial text.')).toBeInTheDocument();
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /5 Stars/ })).toBeInTheDocument();
  });

  it('has a dot per testimonial, marking the current one', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const dots = screen.getAllByRole('button', { name: /Show testimonial \d/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[2]);
    expect(slide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('holds still when paused, and moves on again when played', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => jest.advanceTimersByTime(15_000));
    expect(slide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('holds still while the pointer is over it', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Testimonials' }));
    act(() => jest.advanceTimersByTime(15_000));
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it('does not move on by itself for people who prefer reduced motion', () => {
    mockReducedMotion(true);
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => jest.advanceTimersByTime(15_000));
    expect(slide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slide()).toHaveAccessibleName('2 of 3');
  });
});
