import { describe, expect, it } from 'vitest';
import { replyTime, siteFigures } from './site-figures';

describe("the home page's figures", () => {
  it('states each counted figure, and only those the data supports', () => {
    expect(siteFigures({ professionals: 655, countries: 12, averageRating: 4.6, totalReviews: 3100, matchesMade: 1234, medianResponseHours: 5.2 })).toEqual([
      { value: '655', label: 'Listed professionals' },
      { value: '12', label: 'Countries' },
      { value: '4.6', label: 'Average rating of 3,100 reviews' },
      { value: '1,234', label: 'Matches made' },
      { value: '5.2 h', label: 'Median first reply' },
      { value: '100%', label: 'Free' },
    ]);
    // No reviews, no matches, too few replies: those figures are left out, never invented.
    expect(siteFigures({ professionals: 1, countries: 1, averageRating: null, totalReviews: 0, matchesMade: 0, medianResponseHours: null })).toEqual([
      { value: '1', label: 'Listed professional' },
      { value: '1', label: 'Country' },
      { value: '100%', label: 'Free' },
    ]);
  });

  it('says a reply time the way people read it', () => {
    expect([replyTime(0.3), replyTime(5.24), replyTime(26.6)]).toEqual(['< 1 h', '5.2 h', '27 h']);
  });
});
