import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  it('shows the catalogue an anonymous visitor sees, without the remote IDE', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'ADS Studio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ADS IDE' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'HDMAP Builder' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ADS IDE Remote' })).not.toBeInTheDocument();
    expect(screen.getByAltText('Home')).toHaveAttribute('src', '/api/file/image/?name=app-Home');
  });
});
