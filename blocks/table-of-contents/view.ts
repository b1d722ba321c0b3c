/**
 * The Table of contents block's view script (docs/motion.md "Table of contents"): marks the
 * link of the section being read (aria-current="true" and the class is-current) — the last
 * heading above a line 30 % down the viewport. An IntersectionObserver watching the headings
 * cross that line says when to look again; nothing runs on scroll. The links work without it.
 */
import { currentSection } from '../../src/motion/table-of-contents/current';

const LINE = 0.3;

document
	.querySelectorAll( '.wp-block-frontage-table-of-contents' )
	.forEach( ( nav ) => {
		if ( ! ( 'IntersectionObserver' in window ) ) {
			return;
		}
		const links = Array.from(
			nav.querySelectorAll< HTMLAnchorElement >( 'a[href*="#"]' )
		).filter( ( link ) => link.pathname === location.pathname );
		const headings = links.map( ( link ) =>
			document.getElementById(
				decodeURIComponent( link.hash.slice( 1 ) )
			)
		);
		const mark = () => {
			const current = currentSection(
				headings.map( ( heading ) => {
					const box = heading?.getBoundingClientRect();
					return box && box.height ? box.top : Infinity;
				} ),
				innerHeight * LINE
			);
			links.forEach( ( link, index ) => {
				link.classList.toggle( 'is-current', index === current );
				if ( index === current ) {
					link.setAttribute( 'aria-current', 'true' );
				} else {
					link.removeAttribute( 'aria-current' );
				}
			} );
		};
		const observer = new IntersectionObserver( mark, {
			rootMargin: `0px 0px -${ 100 - LINE * 100 }% 0px`,
		} );
		headings.forEach(
			( heading ) => heading && observer.observe( heading )
		);
	} );
