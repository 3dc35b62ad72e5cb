import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import {
  Box,
  ButtonBase,
  Card,
  CardContent,
  IconButton,
  Rating,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type FocusEvent, useEffect, useState } from 'react';
import type { Testimonial } from '@vaultline/contracts';
import { TESTIMONIAL_INTERVAL_MS } from '../../../config/timing';

interface TestimonialCarouselProps {
  testimonials: Testimonial[];
}

/**
 * Which testimonial shows, moving on every 5 s while `rotating`: not when paused, hovered,
 * focused, or when the system asks for reduced motion. `regionProps` track hover and focus.
 */
function useCarouselRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const rotating = count > 1 && !paused && !reducedMotion && !hovered && !focused;
  const current = index % count;

  useEffect(() => {
    if (!rotating) return undefined;
    // Restarts on every change, so a manual move gets its full 5 s too.
    const timer = window.setTimeout(
      () => setIndex((value) => (value + 1) % count),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    current,
    rotating,
    paused,
    reducedMotion,
    show: (next: number) => setIndex((next + count) % count),
    togglePaused: () => setPaused((value) => !value),
    regionProps,
  };
}

interface TestimonialSlideProps {
  testimonial: Testimonial;
  /** Zero-based position of the slide. */
  current: number;
  count: number;
  rotating: boolean;
}

/** One testimonial: the quote, who said it, and their rating. Announced only when not rotating. */
function TestimonialSlide({ testimonial, current, count, rotating }: TestimonialSlideProps) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 4 }}>
      <CardContent
        role="group"
        aria-roledescription="slide"
        aria-label={`${current + 1} of ${count}`}
        aria-live={rotating ? 'off' : 'polite'}
        sx={{ p: { xs: 3, md: 5 }, minHeight: 220 }}
      >
        <FormatQuote color="primary" aria-hidden sx={{ fontSize: 40 }} />
        <Typography component="blockquote" variant="h6" sx={{ fontWeight: 400, m: 0, mb: 3 }}>
          {testimonial.content}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{testimonial.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {testimonial.role}
            </Typography>
          </Box>
          <Rating value={testimonial.rating} readOnly />
        </Stack>
      </CardContent>
    </Card>
  );
}

interface CarouselDotsProps {
  testimonials: Testimonial[];
  current: number;
  onShow(index: number): void;
}

/** One dot per testimonial, the current one larger; each shows its testimonial. */
function CarouselDots({ testimonials, current, onShow }: CarouselDotsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      {testimonials.map((item, dot) => (
        <ButtonBase
          key={`${item.name}-${dot}`}
          aria-label={`Show testimonial ${dot + 1}`}
          aria-current={dot === current ? 'true' : undefined}
          onClick={() => onShow(dot)}
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            '&::after': {
              content: '""',
              width: dot === current ? 12 : 8,
              height: dot === current ? 12 : 8,
              borderRadius: '50%',
              bgcolor: dot === current ? 'primary.main' : 'action.disabled',
              transition: 'all 150ms',
            },
            '&.Mui-focusVisible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineStyle: 'solid',
            },
          }}
        />
      ))}
    </Stack>
  );
}

type CarouselControlsProps = CarouselDotsProps & {
  paused: boolean;
  reducedMotion: boolean;
  onTogglePaused(): void;
};

/** Previous, the dots, next, and play/pause (left out under reduced motion, which never rotates). */
function CarouselControls({
  testimonials,
  current,
  onShow,
  paused,
  reducedMotion,
  onTogglePaused,
}: CarouselControlsProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}
    >
      <IconButton aria-label="Previous testimonial" onClick={() => onShow(current - 1)}>
        <ChevronLeft />
      </IconButton>
      <CarouselDots testimonials={testimonials} current={current} onShow={onShow} />
      <IconButton aria-label="Next testimonial" onClick={() => onShow(current + 1)}>
        <ChevronRight />
      </IconButton>
      {reducedMotion ? null : (
        <IconButton
          aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
          onClick={onTogglePaused}
        >
          {paused ? <PlayArrow /> : <Pause />}
        </IconButton>
      )}
    </Stack>
  );
}

/**
 * One testimonial at a time, moving on every 5 s (spec), with previous/next buttons and dots.
 * It holds still while the pointer or keyboard focus is on it, when paused, and for people who
 * ask their system for reduced motion (WCAG 2.2.2).
 */
export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
  const count = testimonials.length;
  const carousel = useCarouselRotation(count);
  const { current } = carousel;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      {...carousel.regionProps}
      sx={{ maxWidth: 760, mx: 'auto' }}
    >
      <TestimonialSlide
        testimonial={testimonials[current]}
        current={current}
        count={count}
        rotating={carousel.rotating}
      />
      {count > 1 ? (
        <CarouselControls
          testimonials={testimonials}
          current={current}
          onShow={carousel.show}
          paused={carousel.paused}
          reducedMotion={carousel.reducedMotion}
          onTogglePaused={carousel.togglePaused}
        />
      ) : null}
    </Box>
  );
}
