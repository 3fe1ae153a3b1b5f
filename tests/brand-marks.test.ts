import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_MARKS_FILE, brandMarksSource } from '../scripts/brand-marks.ts';

describe('the brand marks pages draw (templates/components/brand-marks.ts)', () => {
  it('are what `npm run brand-marks` makes of the installed simple-icons', () => {
    expect(fs.readFileSync(BRAND_MARKS_FILE, 'utf8'), 'run `npm run brand-marks` after updating simple-icons').toBe(brandMarksSource());
  });
});
