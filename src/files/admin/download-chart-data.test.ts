import {
	busiestDay,
	chartBars,
	daysWithDownloads,
	formatDay,
} from './download-chart-data';

const days = [
	{ day: '2026-05-01', count: 0 },
	{ day: '2026-05-02', count: 4 },
	{ day: '2026-05-03', count: 1 },
	{ day: '2026-05-04', count: 4 },
];

describe( 'chartBars', () => {
	it( 'draws a bar per day, the busiest day full height', () => {
		const bars = chartBars( days, 400, 100 );
		expect( bars ).toHaveLength( 4 );
		expect( bars.map( ( bar ) => bar.height ) ).toEqual( [
			0, 100, 25, 100,
		] );
		expect( bars[ 1 ].y ).toBe( 0 );
		expect( bars[ 2 ].y ).toBe( 75 );
	} );

	it( 'places bars side by side inside the width, with gaps', () => {
		const bars = chartBars( days, 400, 100 );
		expect( bars[ 0 ].x ).toBeCloseTo( 10 );
		expect( bars[ 0 ].width ).toBeCloseTo( 80 );
		const last = bars[ 3 ];
		expect( last.x + last.width ).toBeLessThanOrEqual( 400 );
	} );

	it( 'keeps a small day visible next to a busy one', () => {
		const bars = chartBars(
			[
				{ day: 'a', count: 1000 },
				{ day: 'b', count: 1 },
			],
			100,
			100
		);
		expect( bars[ 1 ].height ).toBe( 1 );
	} );

	it( 'draws nothing tall when nothing was downloaded, and nothing for no days', () => {
		expect(
			chartBars( [ { day: 'a', count: 0 } ] ).map( ( bar ) => bar.height )
		).toEqual( [ 0 ] );
		expect( chartBars( [] ) ).toEqual( [] );
	} );
} );

describe( 'busiestDay and daysWithDownloads', () => {
	it( 'finds the first busiest day', () => {
		expect( busiestDay( days ) ).toEqual( {
			day: '2026-05-02',
			count: 4,
		} );
		expect( busiestDay( [ { day: 'a', count: 0 } ] ) ).toBeNull();
	} );

	it( 'lists the days with downloads, newest first', () => {
		expect( daysWithDownloads( days ).map( ( day ) => day.day ) ).toEqual( [
			'2026-05-04',
			'2026-05-03',
			'2026-05-02',
		] );
	} );
} );

describe( 'formatDay', () => {
	it( 'prints the calendar day whatever the time zone', () => {
		expect( formatDay( '2026-05-01', 'en-US' ) ).toBe( 'May 1, 2026' );
		expect( formatDay( 'soon', 'en-US' ) ).toBe( 'soon' );
	} );
} );
