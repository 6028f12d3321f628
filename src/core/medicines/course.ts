/** When a medication is taken at all: its course, in the user's local days. */
export interface Course {
  /** First local day with doses, YYYY-MM-DD; none means no lower bound. */
  startDate?: string | null;
  /** Last local day with doses, inclusive; none means until stopped. */
  endDate?: string | null;
  /**
   * The instant the medication was added (its creation time); none means no lower bound.
   * No dose before this instant, so that adding a medication at 15:00 does not invent a
   * missed 08:00 dose the same day.
   */
  addedAt?: Date | null;
}

export function isInCourse(course: Course, day: string): boolean {
  if (course.startDate && day < course.startDate) return false;
  if (course.endDate && day > course.endDate) return false;
  return true;
}
