import { useLandingContent } from '../../../api/get-landing-content';
import { CallToAction } from './call-to-action';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { HowItWorks } from './how-it-works';
import { PartnerStrip } from './partner-strip';
import { SecuritySection } from './security-section';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  const landing = useLandingContent();
  const content = landing.status === 'success' ? landing.content : null;
  return (
    <>
      <HeroSection />
      <StatsStrip landing={landing} />
      <FeatureCards />
      <HowItWorks />
      <SecuritySection landing={landing} />
      {content ? <TestimonialsSection content={content} /> : null}
      {content ? <PartnerStrip partners={content.partners} /> : null}
      <CallToAction />
    </>
  );
}
