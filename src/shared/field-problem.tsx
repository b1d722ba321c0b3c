/**
 * What is wrong with a form field, said under it: the settings screens and editor panels name
 * each mistake where it is (an empty message shows nothing).
 *
 * @param props         Props.
 * @param props.message The problem, if any.
 */
export function FieldProblem( { message }: { message?: string } ) {
	return message ? (
		<p className="frontage-field-problem" role="alert">
			{ message }
		</p>
	) : null;
}
