import { Alert } from '@mui/material';
import type { LandingContent } from '@vaultline/contracts';
import { LandingSection } from './landing-section';
import { TestimonialCarousel } from './testimonial-carousel';

/** Testimonials from the operator's content; the section is hidden when there are none. */
export function TestimonialsSection({ content }: { content: LandingContent }) {
  if (content.testimonials.length === 0) return null;
  return (
    <LandingSection
      id="testimonials"
      title="What our customers say"
      tinted
      subtitle={
        content.testimonialsNote ? (
          <Alert severity="info" variant="outlined" sx={{ display: 'inline-flex', mt: 1 }}>
            {content.testimonialsNote}
          </Alert>
        ) : undefined
      }
    >
      <TestimonialCarousel testimonials={content.testimonials} />
    </LandingSection>
  );
}
