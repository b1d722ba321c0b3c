/**
 * The maths of motion effects (docs/motion.md "Motion effects"): an element's passage through
 * the viewport, each scrolling effect's value along its range, mouse track and tilt, devices.
 */
import {
	away,
	deviceOf,
	filterOf,
	inRange,
	passage,
	scrollLook,
	still,
	tilt,
	track,
	transformOf,
} from './maths';

const whole = { start: 0, end: 100 };

describe( 'passage', () => {
	it( 'is 0 when the top meets the bottom edge, 1 when the bottom leaves the top', () => {
		// Viewport 800 high, an element 200 high whose top is at 1000 in the page.
		expect( passage( 200, 800, 1000, 200 ) ).toBe( 0 );
		expect( passage( 700, 800, 1000, 200 ) ).toBe( 0.5 );
		expect( passage( 1200, 800, 1000, 200 ) ).toBe( 1 );
	} );

	it( 'stays within 0–1 before and after', () => {
		expect( passage( 0, 800, 1000, 200 ) ).toBe( 0 );
		expect( passage( 5000, 800, 1000, 200 ) ).toBe( 1 );
		expect( passage( 0, 0, 0, 0 ) ).toBe( 0 );
	} );
} );

describe( 'inRange', () => {
	it( 'maps the range onto 0–1', () => {
		expect( inRange( 0.2, 20, 60 ) ).toBe( 0 );
		expect( inRange( 0.4, 20, 60 ) ).toBe( 0.5 );
		expect( inRange( 0.6, 20, 60 ) ).toBe( 1 );
		expect( inRange( 0.9, 20, 60 ) ).toBe( 1 );
		expect( inRange( 0.1, 20, 60 ) ).toBe( 0 );
	} );

	it( 'is 0 for a range that ends before it starts', () => {
		expect( inRange( 0.5, 60, 20 ) ).toBe( 0 );
	} );
} );

describe( 'scrollLook', () => {
	it( 'moves up or down by 25 px per strength over the range, centred mid-range', () => {
		const up = { speed: 4, direction: 'up', ...whole };
		expect( scrollLook( { translateY: up }, 0 ).y ).toBe( 50 );
		expect( scrollLook( { translateY: up }, 0.5 ).y ).toBe( 0 );
		expect( scrollLook( { translateY: up }, 1 ).y ).toBe( -50 );
		expect(
			scrollLook( { translateY: { ...up, direction: 'down' } }, 1 ).y
		).toBe( 50 );
	} );

	it( 'moves sideways and turns', () => {
		const look = scrollLook(
			{
				translateX: { speed: 2, direction: 'right', ...whole },
				rotateZ: { speed: 1, direction: 'left', ...whole },
			},
			1
		);
		expect( look.x ).toBe( 25 );
		expect( look.rotate ).toBe( -4.5 );
	} );

	it( 'fades in, out and both ways', () => {
		const fade = ( direction: string, progress: number ) =>
			scrollLook(
				{ opacity: { speed: 10, direction, ...whole } },
				progress
			).opacity;
		expect( fade( 'in', 0 ) ).toBe( 0 );
		expect( fade( 'in', 1 ) ).toBe( 1 );
		expect( fade( 'out', 1 ) ).toBe( 0 );
		expect( fade( 'in-out', 0.5 ) ).toBe( 1 );
		expect( fade( 'in-out', 0 ) ).toBe( 0 );
		expect( fade( 'out-in', 0.5 ) ).toBe( 0 );
	} );

	it( 'scales and blurs by strength, never below nothing', () => {
		expect(
			scrollLook( { scale: { speed: 4, direction: 'up', ...whole } }, 0 )
				.scale
		).toBeCloseTo( 0.6 );
		expect(
			scrollLook(
				{ scale: { speed: 10, direction: 'down', ...whole } },
				1
			).scale
		).toBe( 0 );
		expect(
			scrollLook( { blur: { speed: 7, direction: 'out', ...whole } }, 1 )
				.blur
		).toBe( 7 );
	} );

	it( 'holds each effect still outside its own range', () => {
		const late = { speed: 10, direction: 'in', start: 50, end: 100 };
		expect( scrollLook( { opacity: late }, 0.3 ).opacity ).toBe( 0 );
		expect( scrollLook( { opacity: late }, 0.75 ).opacity ).toBeCloseTo(
			0.5
		);
	} );

	it( 'is the identity without effects', () => {
		expect( scrollLook( {}, 0.3 ) ).toEqual( still() );
	} );
} );

describe( 'away', () => {
	it( 'names scale’s directions after opacity’s', () => {
		expect( away( 'up', 0.25 ) ).toBe( away( 'in', 0.25 ) );
		expect( away( 'down', 0.25 ) ).toBe( away( 'out', 0.25 ) );
		expect( away( 'up-down', 0.25 ) ).toBe( away( 'in-out', 0.25 ) );
		expect( away( 'down-up', 0.25 ) ).toBe( away( 'out-in', 0.25 ) );
	} );
} );

describe( 'mouse effects', () => {
	it( 'tracks against or with the pointer, 10 px per strength to the edge', () => {
		expect(
			track( { speed: 1, direction: 'opposite' }, { x: 1, y: 0.5 } )
		).toEqual( { x: -10, y: 0 } );
		expect(
			track( { speed: 2, direction: 'direct' }, { x: 0, y: 0 } )
		).toEqual( { x: -20, y: -20 } );
		expect(
			track( { speed: 5, direction: 'direct' }, { x: 0.5, y: 0.5 } )
		).toEqual( { x: 0, y: 0 } );
	} );

	it( 'tilts towards the pointer, 2.5° per strength at the edge, no further beyond', () => {
		expect(
			tilt( { speed: 4, direction: 'direct' }, { x: 1, y: -1 } )
		).toEqual( { tiltX: 10, tiltY: 10 } );
		expect(
			tilt( { speed: 4, direction: 'opposite' }, { x: 3, y: 0 } )
		).toEqual( { tiltX: 0, tiltY: -10 } );
	} );
} );

describe( 'styles', () => {
	it( 'writes nothing for the identity', () => {
		expect( transformOf( still() ) ).toBe( '' );
		expect( filterOf( still() ) ).toBe( '' );
	} );

	it( 'writes a transform and a filter', () => {
		expect(
			transformOf( {
				...still(),
				y: -12.346,
				rotate: 3,
				scale: 0.5,
				tiltX: 1,
				tiltY: -2,
			} )
		).toBe(
			'perspective(1000px) rotateX(1deg) rotateY(-2deg) translate(0px,-12.35px) rotate(3deg) scale(0.5)'
		);
		expect( filterOf( { ...still(), blur: 2.5 } ) ).toBe( 'blur(2.5px)' );
	} );
} );

describe( 'deviceOf', () => {
	it( 'reads mobile up to 767 px, tablet up to 1024 px', () => {
		expect( deviceOf( 390 ) ).toBe( 'mobile' );
		expect( deviceOf( 767 ) ).toBe( 'mobile' );
		expect( deviceOf( 768 ) ).toBe( 'tablet' );
		expect( deviceOf( 1024 ) ).toBe( 'tablet' );
		expect( deviceOf( 1025 ) ).toBe( 'desktop' );
	} );
} );
