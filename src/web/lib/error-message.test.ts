import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { describeError } from './error-message';

describe('describeError', () => {
  it('uses the server message for a 4xx', () => {
    const error = new ApiError(409, 'Conflict', '{"message":"Already added","code":"conflict"}');
    expect(describeError(error)).toEqual({ title: 'Request Failed', description: 'Already added' });
  });

  it('falls back to the spec error text when there is no message field', () => {
    expect(describeError(new ApiError(404, 'Not Found', '')).description).toBe('404: Not Found');
  });

  it('names rate limits, server errors and lost connections', () => {
    expect(describeError(new ApiError(429, '', '')).title).toBe('Too Many Requests');
    expect(describeError(new ApiError(502, 'Bad Gateway', '')).title).toBe('Something Went Wrong');
    expect(describeError(new TypeError('Failed to fetch')).title).toBe('Connection Error');
  });
});
