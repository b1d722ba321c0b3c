import { refusalsToOpen, type VisitorState } from './display-rules';

const noRules = { cookie: null, pageViews: null, sessions: null };
const allRules = {
	cookie: { type: 'default' as const, days: 7 },
	pageViews: { count: 3, scope: 'global' as const },
	sessions: { count: 2 },
};
const newVisitor: VisitorState = {
	anotherOpen: false,
	cookieSet: false,
	pageViews: 1,
	sessions: 1,
};
const regular: VisitorState = {
	anotherOpen: false,
	cookieSet: false,
	pageViews: 3,
	sessions: 2,
};

describe( 'refusalsToOpen', () => {
	it( 'lets a modal without rules open', () => {
		expect( refusalsToOpen( noRules, newVisitor, 'automatic' ) ).toEqual(
			[]
		);
	} );

	it( 'holds an automatic modal back until the page-view and session thresholds are met', () => {
		expect( refusalsToOpen( allRules, newVisitor, 'automatic' ) ).toEqual( [
			'page-views',
			'sessions',
		] );
		expect( refusalsToOpen( allRules, regular, 'automatic' ) ).toEqual(
			[]
		);
	} );

	it( 'holds an automatic modal back while its cookie is set', () => {
		expect(
			refusalsToOpen(
				allRules,
				{ ...regular, cookieSet: true },
				'automatic'
			)
		).toEqual( [ 'cookie' ] );
	} );

	it( 'ignores a cookie when the modal has no cookie rule', () => {
		expect(
			refusalsToOpen(
				noRules,
				{ ...regular, cookieSet: true },
				'automatic'
			)
		).toEqual( [] );
	} );

	it( 'opens for a visitor who asked, whatever the frequency rules say', () => {
		expect(
			refusalsToOpen(
				allRules,
				{ ...newVisitor, cookieSet: true },
				'visitor'
			)
		).toEqual( [] );
	} );

	it( 'never opens a second modal, even when asked', () => {
		const busy = { ...regular, anotherOpen: true };
		expect( refusalsToOpen( noRules, busy, 'visitor' ) ).toEqual( [
			'another-open',
		] );
		expect( refusalsToOpen( noRules, busy, 'automatic' ) ).toEqual( [
			'another-open',
		] );
	} );

	it( 'does not hide the modal forever when storage cannot count', () => {
		expect(
			refusalsToOpen(
				allRules,
				{ ...newVisitor, pageViews: null, sessions: null },
				'automatic'
			)
		).toEqual( [] );
	} );
} );
