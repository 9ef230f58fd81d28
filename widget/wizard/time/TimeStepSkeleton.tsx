import { Skeleton } from '../../ui/Skeleton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { sectionStyle, slotGrid, stack } from './timeStyles.ts';

/** doc 1 §2 Time step: 16 placeholder buttons per section while the times load. */
const SKELETON_SLOTS_PER_SECTION = 16;

interface TimeStepSkeletonProps {
  sections: number;
  label: string;
}

export function TimeStepSkeleton({ sections, label }: TimeStepSkeletonProps) {
  return (
    <div css={stack} aria-busy="true" data-testid="times-loading">
      <VisuallyHidden role="status">
        {label}
        {/* Issue 51: the pressed time's spinner adds its @keyframes to the widget's styles, which
            restyles every element; added here, while the page is small, a tap does not. */}
        <Spinner decorative />
      </VisuallyHidden>
      {Array.from({ length: Math.max(1, sections) }, (_, section) => (
        <div key={section} css={sectionStyle} data-skeleton-section="">
          <Skeleton width="40%" height="22px" style={{ marginBottom: 4 }} />
          <div css={slotGrid} data-skeleton-slots="">
            {Array.from({ length: SKELETON_SLOTS_PER_SECTION }, (_, slot) => (
              <Skeleton key={slot} height="48px" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
